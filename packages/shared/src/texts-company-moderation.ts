/** The moderators' "Empresas" tab in /admin and the notice to the owner of a hidden company (issue 19). No zod. */
export const COMPANY_MODERATION_TEXTS = {
  tab: 'Empresas',
  search: 'Buscar empresa por nombre',
  searchHint: 'Al menos 2 letras; sin nombre se listan las ocultas',
  searchButton: 'Buscar',
  none: 'Ninguna empresa se llama así.',
  noneHidden: 'No hay empresas ocultas. Busca una por su nombre para ocultarla.',
  hidden: 'Oculta',
  visible: 'Visible',
  hiddenSince: (date: string) => `Oculta desde el ${date}`,
  hide: 'Ocultar',
  show: 'Volver a mostrar',
  reasonLabel: 'Motivo',
  reasonHint: 'Obligatorio para ocultarla: queda en el registro de decisiones.',
  showHint: 'Opcional: queda en el registro de decisiones.',
  reasonRequired: 'Indica el motivo por el que se oculta la empresa',
  hiddenDone: 'Empresa ocultada: ya no aparece en las búsquedas ni en su página pública',
  shownDone: 'Empresa visible de nuevo',
  alreadyHidden: 'La empresa ya está oculta',
  alreadyVisible: 'La empresa ya está visible',
  /** /my-profile, for the owner of a hidden company. */
  ownerNotice:
    'Un moderador ha ocultado tu empresa: no aparece en las búsquedas ni en su página pública. Puedes seguir editándola; escríbenos si crees que es un error.',
} as const;
