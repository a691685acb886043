import { renderWithProviders, screen } from '../test';
import { Money } from './money';

describe('Money', () => {
  it('writes an exact amount in US format with its currency, red only when negative', () => {
    renderWithProviders(
      <>
        <Money value="1234567.005" />
        <Money value="-12.5" currency="EUR" />
      </>,
    );
    const positive = screen.getByText('$1,234,567.01');
    const negative = screen.getByText('-€12.50');
    expect(positive.style.color).toBe('');
    expect(negative.style.color).not.toBe('');
  });

  it('shows a forex rate in brackets beside a currency other than the dollar', () => {
    renderWithProviders(<Money value="10" currency="EUR" rate="1.1" />);
    expect(screen.getByText(/^€10\.00 \(.+\)$/)).toBeTruthy();
  });
});
