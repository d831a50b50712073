/**
 * A portfolio project on the company page (issue 22): every photo, the first large and the rest
 * as thumbnails, each a link to the photo (what a browser without JavaScript opens) that opens the
 * keyboard-accessible lightbox (yet-another-react-lightbox, loaded on first use: arrows, Escape,
 * focus kept inside, labels in Spanish). Photos keep their shape (cropped, never stretched) and
 * are described by the project's title. A tap on a photo before the page's code has the gallery
 * waits for it and opens the lightbox then (`data-replay`, src/islands.tsx; public/boot.js). A
 * long description is cut with "Ver más".
 */
import type { Project } from '@cimenta/shared';
import { formatArea, formatBudget } from '@cimenta/shared/constants';
import { PROJECT_TEXTS } from '@cimenta/shared/texts-shell';
import { lazy, type MouseEvent, Suspense, useState } from 'react';
import { srcSetFor } from '../../components/image-variants';
import { modifiedClick } from '../../lib/modified-click';
import classes from './company-page.module.css';
import card from './project-card.module.css';

const T = PROJECT_TEXTS;
const ProjectLightbox = lazy(() => import('./project-lightbox'));
/** Thumbnails shown under the main photo; the rest are reached in the lightbox. */
const THUMBS = 4;
/** Longer descriptions are cut to three lines, with "Ver más". */
const LONG_DESCRIPTION = 180;

export function ProjectCard({ project: p }: { project: Project }) {
  const [open, setOpen] = useState<number | null>(null);
  const [expanded, setExpanded] = useState(false);
  const total = p.images.length;
  const show = (i: number) => (e: MouseEvent) => {
    if (modifiedClick(e)) return;
    e.preventDefault();
    setOpen(i);
  };
  const long = (p.description?.length ?? 0) > LONG_DESCRIPTION;
  const rest = p.images.slice(1, 1 + THUMBS);
  const hidden = total - 1 - rest.length;
  return (
    <article className={card.card} data-testid="project">
      {p.images[0] && (
        <a
          href={p.images[0]}
          onClick={show(0)}
          data-replay
          className={classes.projectPhotoLink}
          aria-label={T.projectOpen(p.title, 1, total)}
        >
          <img
            src={p.images[0]}
            srcSet={srcSetFor(p.images[0], 'wide')}
            sizes="(min-width: 48em) 400px, 100vw"
            width={640}
            height={360}
            alt={T.projectPhoto(p.title, 1, total)}
            className={classes.projectImage}
            loading="lazy"
            decoding="async"
          />
        </a>
      )}
      {rest.length > 0 && (
        <div className={card.thumbs}>
          {rest.map((url, k) => {
            const i = k + 1;
            const last = k === rest.length - 1 && hidden > 0;
            return (
              <a
                key={url}
                href={url}
                onClick={show(i)}
                data-replay
                className={classes.projectThumb}
                aria-label={T.projectOpen(p.title, i + 1, total)}
              >
                <img src={url} width={160} height={90} alt={T.projectPhoto(p.title, i + 1, total)} loading="lazy" decoding="async" />
                {last && (
                  <span className={classes.projectThumbMore} aria-hidden>
                    {T.projectMorePhotos(hidden)}
                  </span>
                )}
              </a>
            );
          })}
        </div>
      )}
      <h3 className={card.title} data-below-photo={p.images[0] ? true : undefined}>
        {p.title}
      </h3>
      <p className={card.meta}>
        {[p.activity?.name, p.province?.name, p.year ? `${T.projectYear} ${p.year}` : null, p.building?.name].filter(Boolean).join(' · ')}
      </p>
      {p.description && (
        <>
          <p className={card.text} data-clamped={long && !expanded ? true : undefined}>
            {p.description}
          </p>
          {long && (
            <button
              type="button"
              className={`mantine-focus-auto ${card.more}`}
              onClick={() => setExpanded((x) => !x)}
              aria-expanded={expanded}
            >
              {expanded ? T.seeLess : T.seeMore}
            </button>
          )}
        </>
      )}
      <div className={card.figures}>
        {p.area !== null && <span>{formatArea(p.area)} m²</span>}
        {p.budget !== null && <span>{formatBudget(p.budget)} €</span>}
      </div>
      {open !== null && (
        <Suspense fallback={null}>
          <ProjectLightbox title={p.title} images={p.images} index={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </article>
  );
}

/** The company page's projects, two a row from `sm` (an island of their own on the server's page). */
export function ProjectsGrid({ projects }: { projects: Project[] }) {
  return (
    <div className={card.grid}>
      {projects.map((p) => (
        <ProjectCard key={p.id} project={p} />
      ))}
    </div>
  );
}
