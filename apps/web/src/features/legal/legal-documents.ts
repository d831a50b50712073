import { PUBLIC_TEXTS } from '@cimenta/shared';
import { paths } from '../../config/paths';

/** The three legal PDFs; sources in ./sources, built by scripts/build-legal-pdfs.ts. */
export const LEGAL_DOCUMENTS = [
  { key: 'privacy', label: PUBLIC_TEXTS.footer.privacy, href: paths.legal.privacy },
  { key: 'notice', label: PUBLIC_TEXTS.footer.notice, href: paths.legal.notice },
  { key: 'terms', label: PUBLIC_TEXTS.footer.terms, href: paths.legal.terms },
] as const;
