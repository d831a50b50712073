import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stars } from './stars';

describe('a review’s stars', () => {
  it('read as text ("Valoración: 4,5 de 5")', () => {
    render(
      <MantineProvider>
        <Stars value={4.5} />
      </MantineProvider>,
    );
    expect(screen.getByRole('img')).toHaveAccessibleName(/4,5 de 5/);
  });
});
