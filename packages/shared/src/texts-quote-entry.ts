/**
 * The few quote-request texts of the entry points (issue 20): the "Pedir presupuesto" button of
 * public pages and the inbox's side-menu entry. Apart from texts-quotes.ts so those pages do not
 * load the inbox's and the form's texts.
 */
/** At most this many companies receive one request (the client picks them). */
export const QUOTE_COMPANIES_MAX = 3;

export const QUOTE_ENTRY_TEXTS = {
  button: 'Pedir presupuesto',
  menu: 'Solicitudes',
  newCount: (n: number) => (n === 1 ? '1 nueva' : `${n} nuevas`),
  /** The results: pick up to `QUOTE_COMPANIES_MAX` cards, then one request to them. */
  pick: 'Pedir presupuesto',
  pickLabel: (name: string) => `Elegir ${name} para pedir presupuesto`,
  picked: (n: number, max: number) => `${n} de ${max} empresas elegidas`,
  pickFull: (max: number) => `Puedes pedir presupuesto a ${max} empresas a la vez.`,
  pickHint: (max: number) => `Elige hasta ${max} empresas y pídeles presupuesto a la vez.`,
  clearPicks: 'Quitar la selección',
  /** The guided search's last step: the same request, its form filled with the answers. */
  guided: {
    button: 'Pedir presupuesto',
    title: 'Pide presupuesto con tus respuestas',
    text: (max: number) =>
      `Marca «Pedir presupuesto» en hasta ${max} empresas de la lista y pulsa el botón «Pedir presupuesto» de abajo. El formulario llevará ya tus respuestas de la búsqueda guiada; podrás cambiarlas antes de enviarlo.`,
    pickFirst: (n: number) => (n === 1 ? 'Elegir la primera empresa' : `Elegir las ${n} primeras empresas`),
    dismiss: 'Ahora no',
  },
} as const;
