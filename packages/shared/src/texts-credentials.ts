/**
 * What the credential screens say (issue 19): the company's credentials in Mi perfil, the
 * moderators' tab and the badges of the company page. Zod-free (public pages import it).
 */
import { formatNumber } from './constants';
import { type CredentialKind, formatDay } from './texts-credential-badges';

export { CREDENTIAL_KINDS, type CredentialKind, formatDay } from './texts-credential-badges';
export type CredentialStatus = 'pending' | 'verified' | 'rejected';

/** The name of each kind: the badge, the list and the form's title. */
export const CREDENTIAL_LABELS: Record<CredentialKind, string> = {
  cif: 'CIF/NIF verificado',
  insurance: 'Seguro de responsabilidad civil',
  rea: 'Inscrita en el REA',
  association: 'Colegio o asociación profesional',
};

/** A policy or a certificate: a PDF or an image, at most 10 MB. */
export const CREDENTIAL_DOC_MAX_BYTES = 10 * 1024 * 1024;
/** The data URL of 10 MB in base64 and its header. */
export const CREDENTIAL_DOC_MAX_CHARS = Math.ceil((CREDENTIAL_DOC_MAX_BYTES * 4) / 3) + 200;
export const CREDENTIAL_DOC_ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp';
/** A company keeps at most this many credentials (any status). */
export const CREDENTIALS_MAX = 12;
export const INSURANCE_AMOUNT_MAX = 100_000_000;

export const CREDENTIAL_MSG = {
  submitted: 'Credencial enviada. Un moderador la revisará',
  deleted: 'Credencial borrada',
  notFound: 'La credencial no existe',
  documentNotFound: 'El documento no existe',
  noCompany: 'Primero registra tu empresa',
  tooMany: `No puedes tener más de ${CREDENTIALS_MAX} credenciales; borra alguna antes`,
  documentTooBig: 'El documento excede de 10 MB',
  documentType: 'El documento debe ser un PDF o una imagen (JPG, PNG o WebP)',
  documentRequired: 'Adjunta la póliza en PDF o en imagen',
  dateFormat: 'Indica la fecha con el formato AAAA-MM-DD',
  expiryPast: 'La fecha de caducidad no puede ser anterior a hoy',
  amount: 'Indica la cantidad asegurada en euros',
  reasonRequired: 'Indica el motivo: se enviará a la empresa',
  nothingPending: 'Esta credencial ya está decidida',
} as const;

/** Today in Spain as `YYYY-MM-DD` (a credential expiring today still counts today). */
const spainDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' });
export const todayInSpain = (at: Date = new Date()) => spainDay.format(at);

export const CREDENTIAL_TEXTS = {
  // Mi perfil
  menu: 'Credenciales',
  title: 'Credenciales',
  intro:
    'Acredita tu empresa: un moderador comprueba cada documento y, si es correcto, tu ficha muestra la credencial con su fecha de caducidad. Los documentos son privados: solo los ven tu empresa y los moderadores.',
  none: 'Todavía no has enviado ninguna credencial.',
  add: 'Añadir credencial',
  kindLabel: 'Tipo de credencial',
  status: {
    pending: 'Pendiente de revisión',
    verified: (until: string | null) => (until ? `Verificada hasta ${formatDay(until)}` : 'Verificada'),
    rejected: (reason: string | null) => `Rechazada${reason ? `: ${reason}` : ''}`,
    expired: (on: string) => `Caducada el ${formatDay(on)}`,
  },
  number: 'Número',
  cifNumber: 'CIF/NIF',
  insurer: 'Aseguradora',
  policy: 'Número de póliza',
  amount: 'Cantidad asegurada (€)',
  coverage: 'Cantidad asegurada',
  euros: (n: number) => `${formatNumber(n)} €`,
  expiresOn: 'Fecha de caducidad',
  expiresOnOptional: 'Fecha de caducidad (opcional)',
  reaNumber: 'Número de inscripción en el REA',
  associationName: 'Colegio o asociación',
  associationNumber: 'Número de colegiado o socio',
  document: 'Documento (PDF o imagen, hasta 10 MB)',
  policyDocument: 'Póliza (PDF o imagen, hasta 10 MB)',
  chooseFile: 'Elegir archivo',
  documentChosen: (name: string) => `Elegido: ${name}`,
  send: 'Enviar a revisión',
  cancel: 'Cancelar',
  delete: 'Borrar',
  deleteTitle: 'Borrar credencial',
  deleteConfirm: (label: string) => `¿Borrar «${label}»? Se borrará también su documento.`,
  openDocument: 'Ver documento',
  // The moderators' tab
  tab: 'Credenciales',
  pendingTitle: 'Credenciales por verificar',
  pendingNone: 'No hay credenciales pendientes.',
  company: 'Empresa',
  submittedOn: (date: string) => `Enviada el ${formatDay(date)}`,
  taxIdValid: (kind: string) => `${kind} con carácter de control correcto`,
  taxIdInvalid: 'El carácter de control no es correcto',
  taxIdUnknown: 'No tiene formato de CIF, NIF ni NIE',
  companyCif: (cif: string) => `CIF de la ficha: ${cif}`,
  approve: 'Verificar',
  reject: 'Rechazar',
  rejectTitle: 'Rechazar credencial',
  rejectReason: 'Motivo (se enviará a la empresa)',
  noDocument: 'Sin documento',
  // The company page's badges: CREDENTIAL_BADGE_TEXTS (texts-credential-badges.ts)
  covers: (amount: number) => `cubre ${formatNumber(amount)} €`,
} as const;

/** The document's size for people: "2,4 MB", "380 KB". */
export const formatBytes = (n: number) =>
  n >= 1024 * 1024
    ? `${formatNumber(Math.round((n / (1024 * 1024)) * 10) / 10)} MB`
    : `${formatNumber(Math.max(1, Math.round(n / 1024)))} KB`;
