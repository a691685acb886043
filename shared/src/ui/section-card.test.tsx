import { createRef } from 'react';
import { renderWithProviders, screen } from '../test';
import { SectionCard } from './section-page';

describe('SectionCard', () => {
  it('shows the title, then the content, in a card that carries the given test id and ref', () => {
    const ref = createRef<HTMLDivElement>();
    renderWithProviders(
      <SectionCard title="Переводы" data-testid="transfers" ref={ref}>
        <p>строки</p>
      </SectionCard>,
    );
    const card = screen.getByTestId('transfers');
    expect(ref.current).toBe(card);
    expect(card.textContent).toBe('Переводыстроки');
  });

  it('shows the hint under the title when given', () => {
    renderWithProviders(
      <SectionCard title="Заявки на депозит" hint="Обрабатываются в течение дня" data-testid="deposits">
        таблица
      </SectionCard>,
    );
    expect(screen.getByTestId('deposits').textContent).toBe(
      'Заявки на депозитОбрабатываются в течение днятаблица',
    );
  });
});
