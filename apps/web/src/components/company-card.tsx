import {
  type CompanyCard as Card,
  type CardBadge,
  type CardRating,
  formatAreaRange,
  formatBudgetRange,
  formatNumber,
  matchPlaces,
  PUBLIC_TEXTS,
  TRUST_TEXTS as TT,
} from '@cimenta/shared';
import { IconMapPin, IconRoute } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AppLink } from '../lib/app-link';
import { paths } from '../config/paths';
import classes from './company-card.module.css';
import { srcSetFor } from './image-variants';
import { StarsMeter } from './stars-meter';

const T = PUBLIC_TEXTS.card;

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((w) => /^\p{L}/u.test(w))
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
}

export function locationOf(c: Pick<Card, 'address'>): string {
  const city = c.address.city?.name;
  const province = c.address.province?.name;
  if (city && province && !city.toLowerCase().startsWith(province.toLowerCase())) return `${city}, ${province}`;
  return city || province || T.noLocation;
}

/** 'De 50 a 500 m²', 'Desde 1.000 m²', 'Cualquier superficie' (the shared `formatRange`). */
export const areaRange = (r: Card['area']): string => formatAreaRange(r);
export const budgetRange = (r: Card['budget']): string => formatBudgetRange(r);

/**
 * The searched place, when the card is listed for working there (a work zone) while its address
 * is elsewhere; `null` when the address itself is in it.
 */
export function worksInPlace(c: Pick<Card, 'address'>, searched: string | undefined): string | null {
  const place = searched?.trim();
  if (!place) return null;
  const own = [c.address.province?.name, c.address.city?.name].filter((n): n is string => Boolean(n));
  if (matchPlaces(place, own, (n) => n).length) return null;
  return place.charAt(0).toLocaleUpperCase('es') + place.slice(1);
}

type Props = {
  company: Card;
  compact?: boolean;
  headingLevel?: 2 | 3;
  /** The province (or city) the list was searched for: says "Trabaja en …" when the address is elsewhere. */
  searchedPlace?: string;
  /** Shown last on the card (the results' "Pedir presupuesto" box). */
  footer?: ReactNode;
  /**
   * The first card of a list: its picture is the page's largest element (LCP), so it loads at
   * once with high priority instead of lazily after the first layout (issue 21: 2.3–2.5 s → ~1.2 s).
   */
  priority?: boolean;
};

/** A company in a list: the whole card opens the company page (the link sits on the name). */
export function CompanyCard({ company: c, compact = false, headingLevel = 3, searchedPlace, footer, priority = false }: Props) {
  const image = c.picture ?? c.photo;
  const worksIn = worksInPlace(c, searchedPlace);
  const shown = c.activities.slice(0, compact ? 2 : 4);
  const more = c.activities.length - shown.length;
  const HeadingTag = `h${headingLevel}` as const;
  return (
    // Plain elements and this module's classes, laid out as Mantine's Paper, Stack, Group, Avatar,
    // Title, Text and Badge would (their values): a list of 20 server-rendered cards carried ~60 KB
    // of those components' inline CSS variables, one style attribute per element (issue 21).
    <div className={classes.card} data-layout={compact ? 'compact' : 'wide'} data-testid="company-card">
      <div className={compact ? classes.mediaCompact : classes.media}>
        {image ? (
          <img
            src={image}
            srcSet={srcSetFor(image, 'wide')}
            sizes={compact ? '(min-width: 62em) 20vw, (min-width: 36em) 50vw, 100vw' : '(min-width: 48em) 260px, 100vw'}
            width={640}
            height={280}
            alt=""
            {...(priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
            className={classes.image}
          />
        ) : (
          <div className={classes.placeholder} />
        )}
      </div>
      <div className={classes.body}>
        <div className={classes.head}>
          <div className={classes.avatar}>
            {c.logo ? (
              <img
                src={c.logo}
                alt={T.logoAlt(c.name)}
                width={44}
                height={44}
                loading="lazy"
                decoding="async"
                srcSet={srcSetFor(c.logo, 'logo')}
                sizes="44px"
              />
            ) : (
              <span className={classes.initials}>{initials(c.name)}</span>
            )}
          </div>
          <div className={classes.named}>
            <HeadingTag className={classes.title}>
              <AppLink to={paths.company(c.id)} className={classes.link}>
                {c.name}
              </AppLink>
            </HeadingTag>
            <p className={`${classes.text} ${classes.dimmed}`}>{c.type.name}</p>
          </div>
        </div>
        <div className={classes.line}>
          <IconMapPin size={16} aria-hidden className={classes.icon} />
          <p className={`${classes.text} ${classes.truncate}`}>{locationOf(c)}</p>
        </div>
        <CardTrust rating={c.rating} badges={c.badges} fastReply={c.fastReply} />
        {worksIn && (
          <div className={classes.line} data-testid="works-in">
            <IconRoute size={16} aria-hidden className={classes.icon} />
            <p className={`${classes.text} ${classes.truncate} ${classes.worksIn}`}>{T.worksIn(worksIn)}</p>
          </div>
        )}
        {!compact && c.description && <p className={`${classes.text} ${classes.clamp}`}>{c.description}</p>}
        <div className={classes.activities}>
          {shown.map((a) => (
            <span key={a.id} className={classes.activity}>
              {a.name}
            </span>
          ))}
          {more > 0 && <span className={classes.more}>{T.moreActivities(more)}</span>}
        </div>
        {!compact && (
          <dl className={classes.facts}>
            <div>
              <dt>{T.area}</dt>
              <dd>{areaRange(c.area)}</dd>
            </div>
            <div>
              <dt>{T.budget}</dt>
              <dd>{budgetRange(c.budget)}</dd>
            </div>
            {c.employees && (
              <div>
                <dt>{T.employees}</dt>
                <dd>{c.employees.label}</dd>
              </div>
            )}
          </dl>
        )}
        {footer}
      </div>
    </div>
  );
}

// ── The trust line (issue 19): the average stars with their count ("4,6 de 5, 23 opiniones" for
// screen readers) and the verified credentials valid today with their expiry ("Seguro · hasta
// 12/2027"). Plain markup and CSS (the stars are CSS glyphs clipped to the average, StarsMeter).

function RatingLine({ rating }: { rating: CardRating }) {
  const average = formatNumber(rating.average);
  const count = formatNumber(rating.count);
  return (
    <span className={classes.rating} role="img" aria-label={TT.ratingLabel(average, count)} data-testid="card-rating">
      <StarsMeter value={rating.average} />
      <span className={classes.average} aria-hidden>
        {average}
      </span>
      <span className={classes.count} aria-hidden>
        {TT.count(count)}
      </span>
    </span>
  );
}

function BadgeList({ badges }: { badges: CardBadge[] }) {
  return (
    <ul className={classes.badges} aria-label={TT.badges} data-testid="card-badges">
      {badges.map((b) => (
        <li key={b.kind} className={classes.badge}>
          {TT.badge(b)}
        </li>
      ))}
    </ul>
  );
}

/** "Responde rápido" (issue 20): answers most requests within 24 hours (the API decides). */
export function FastReplyBadge() {
  return (
    <span className={classes.fast} title={TT.fastReplyNote} data-testid="fast-reply">
      {TT.fastReply}
    </span>
  );
}

/** Nothing when the company has neither reviews, nor verified credentials, nor "Responde rápido". */
export function CardTrust({ rating, badges, fastReply }: { rating?: CardRating | null; badges?: CardBadge[]; fastReply?: boolean }) {
  if (!rating && !badges?.length && !fastReply) return null;
  return (
    <div className={classes.trust}>
      {rating && <RatingLine rating={rating} />}
      {badges && badges.length > 0 && <BadgeList badges={badges} />}
      {fastReply && <FastReplyBadge />}
    </div>
  );
}
