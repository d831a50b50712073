import { formatPhone, phoneHref } from '@cimenta/shared/format';
import { QUICK_CONTACT_TEXTS } from '@cimenta/shared/texts-shell';
import { IconMessage, IconPhone } from '@tabler/icons-react';
import { plainButton } from '../../components/plain';
import classes from './quick-contact-bar.module.css';

const T = QUICK_CONTACT_TEXTS;

/** The contact form's first field, scrolled to the middle of the screen and focused. */
export function focusContactForm(): void {
  const form = document.getElementById('contact-title')?.closest('section');
  const field = form?.querySelector<HTMLElement>('input, textarea');
  if (!field) return;
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  field.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
  field.focus({ preventScroll: true });
}

/**
 * A bar fixed to the bottom of phone screens (≤ 768 px) on a company page: "Contactar" takes the
 * visitor to the contact form (focused), "Llamar" dials the company. Hidden on wider screens,
 * where the form sits beside the content.
 */
export function QuickContactBar({ phone }: { phone: string }) {
  return (
    <section className={classes.bar} aria-label={T.quickActions} data-testid="quick-contact-bar">
      <button type="button" {...plainButton('filled', { left: true })} onClick={focusContactForm}>
        <IconMessage size={18} aria-hidden />
        {T.contactButton}
      </button>
      {phone.trim() && (
        <a href={phoneHref(phone)} {...plainButton('light', { left: true })} aria-label={`${T.callButton} (${formatPhone(phone)})`}>
          <IconPhone size={18} aria-hidden />
          {T.callButton}
        </a>
      )}
    </section>
  );
}
