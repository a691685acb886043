import { renderWithProviders, screen } from '@fund/shared/test';
import { homeworkRow } from './fixtures';
import { HomeworkCard } from './homework-card';
import { MessageThread } from './message-thread';

const homework = () =>
  homeworkRow({
    topic: 'т'.repeat(100_000),
    messages: [{ ...homeworkRow().messages[0]!, text: 'с'.repeat(3000) }],
  });

describe('homework: long text wraps', () => {
  it('a 100,000-character topic wraps and is cut to a few lines on its card', () => {
    renderWithProviders(<HomeworkCard homework={homework()} showPlayer onOpen={jest.fn()} />);
    const topic = screen.getByTestId('homework-topic');
    expect(topic).toHaveStyle({ overflowWrap: 'anywhere' });
    expect(topic).toHaveAttribute('data-line-clamp', 'true');
  });

  it('a 3,000-character message wraps in the thread; the input is bounded', () => {
    renderWithProviders(<MessageThread homework={homework()} userId={2} />);
    expect(screen.getByTestId('message-text')).toHaveStyle({ overflowWrap: 'anywhere' });
    expect((screen.getByTestId('message-input') as HTMLTextAreaElement).maxLength).toBe(10_000);
  });
});
