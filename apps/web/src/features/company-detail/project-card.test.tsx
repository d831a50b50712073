/** Issue 22: a project's photos, their lightbox, and "Ver más" on a long description. */
import type { Project } from '@cimenta/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { ProjectCard } from './project-card';

const project = (over: Partial<Project> = {}): Project => ({
  id: 'p1',
  title: 'Reforma de cocina en Chamberí',
  description: 'Cocina abierta al salón. '.repeat(12),
  province: { id: 28, name: 'Madrid' },
  activity: null,
  year: 2024,
  building: null,
  construction: null,
  budget: 24000,
  area: 18,
  images: ['/uploads/demo/a.svg', '/uploads/demo/b.svg', '/uploads/demo/c.svg'],
  createdAt: '2026-01-01T00:00:00Z',
  ...over,
});

describe('ProjectCard', () => {
  it('says the kind of work, the province, the year and the building under the title (issue 20)', () => {
    renderApp(
      <ProjectCard
        project={project({ activity: { id: 201, name: 'Reformas de cocinas' }, building: { id: 1, name: 'Vivienda' } })}
      />,
    );
    expect(screen.getByText('Reformas de cocinas · Madrid · Año 2024 · Vivienda')).toBeInTheDocument();
  });

  it('shows every photo, described by the project title, each a link to the photo', () => {
    renderApp(<ProjectCard project={project()} />);
    const imgs = screen.getAllByRole('img');
    expect(imgs.map((i) => i.getAttribute('alt'))).toEqual([
      'Reforma de cocina en Chamberí, foto 1 de 3',
      'Reforma de cocina en Chamberí, foto 2 de 3',
      'Reforma de cocina en Chamberí, foto 3 de 3',
    ]);
    expect(screen.getByRole('link', { name: 'Ampliar la foto 2 de 3 de «Reforma de cocina en Chamberí»' })).toHaveAttribute(
      'href',
      '/uploads/demo/b.svg',
    );
  });

  it('opens the photo in a lightbox that the keyboard moves through and Escape closes', async () => {
    const user = userEvent.setup();
    renderApp(<ProjectCard project={project()} />);
    await user.click(screen.getByRole('link', { name: /Ampliar la foto 2 de 3/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('button', { name: 'Foto siguiente' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cuts a long description with "Ver más", and not a short one', async () => {
    const user = userEvent.setup();
    const { unmount } = renderApp(<ProjectCard project={project()} />);
    const more = screen.getByRole('button', { name: 'Ver más' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(screen.getByRole('button', { name: 'Ver menos' })).toHaveAttribute('aria-expanded', 'true');
    unmount();
    renderApp(<ProjectCard project={project({ description: 'Cocina nueva.' })} />);
    expect(screen.queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
  });
});
