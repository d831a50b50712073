import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarsMeter } from './stars-meter';

describe('stars', () => {
  it('light the value out of 5 with CSS, hidden from screen readers (the caller says it in words)', () => {
    const { container } = render(<StarsMeter value={4.5} size="md" />);
    const meter = container.firstElementChild as HTMLElement;
    expect(meter).toHaveAttribute('aria-hidden', 'true');
    expect((meter.firstElementChild as HTMLElement).style.width).toBe('90%');
    expect(container.querySelectorAll('svg')).toHaveLength(0);
  });

  it('keep within 0 and 5', () => {
    const { container } = render(<StarsMeter value={7} />);
    expect((container.querySelector('[data-stars] > span') as HTMLElement).style.width).toBe('100%');
  });

});
