/** The accessibility statement of /accesibilidad (issue 9). */
import { CONTACT_EMAIL } from './constants';

export const ACCESSIBILITY_TEXTS = {
  title: 'Declaración de accesibilidad · Cimenta',
  breadcrumb: 'Accesibilidad',
  description:
    'Cómo hacemos accesible Cimenta: objetivo WCAG 2.2 nivel AA, cómo lo comprobamos, limitaciones conocidas y cómo avisarnos de un problema.',
  heading: 'Declaración de accesibilidad',
  lead: 'Queremos que cualquier persona pueda buscar, comparar y contactar con empresas en Cimenta, use el dispositivo o la tecnología de apoyo que use.',
  sections: [
    {
      title: 'Nuestro objetivo',
      paragraphs: [
        'Cimenta se diseña y se prueba para cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA, la referencia de la norma europea EN 301 549.',
        'Las páginas públicas (inicio, resultados, fichas de empresa y páginas por provincia) se envían ya compuestas desde el servidor: se pueden leer y navegar aunque JavaScript no esté disponible, y sin él funcionan la búsqueda «¿Qué necesitas?», la paginación y los filtros de la lista de resultados y el formulario de contacto de cada empresa.',
      ],
    },
    {
      title: 'Cómo lo comprobamos',
      items: [
        'Pruebas automáticas con axe en cada pantalla, dentro de las pruebas de extremo a extremo (Playwright en Chromium).',
        'Recorridos completos solo con el teclado: orden del foco, foco visible, enlace «Saltar al contenido» y diálogos que devuelven el foco al cerrarse.',
        'Cada pantalla se revisa a 375 píxeles de ancho (un teléfono) y a 1280 píxeles, con textos ampliados al 200 %.',
        'Contraste de colores de al menos 4,5:1 en los textos y de 3:1 en los controles.',
      ],
    },
    {
      title: 'Limitaciones conocidas',
      items: [
        'Los documentos legales en PDF no están etiquetados para lectores de pantalla; su texto está disponible escribiéndonos.',
        'Las fotos y los logotipos que suben las empresas no siempre tienen una descripción detallada; se anuncian con el nombre de la empresa.',
        'Sin JavaScript no funcionan las sugerencias mientras escribes, el buscador por desplegables, la búsqueda guiada ni, en pantallas estrechas, el botón que despliega los filtros de la lista; las pantallas de cuenta (inicio de sesión, registro de empresa, perfil y recuperación de contraseña) muestran un aviso pidiendo activarlo.',
        'Aún no hemos hecho una auditoría con personas usuarias de tecnologías de apoyo; está prevista.',
      ],
    },
    {
      title: 'Cuéntanos cualquier problema',
      paragraphs: [
        `Si encuentras una barrera o no puedes acceder a un contenido, escríbenos a ${CONTACT_EMAIL}: te responderemos en un plazo máximo de 10 días hábiles y te daremos la información por otra vía mientras lo resolvemos.`,
      ],
    },
  ],
  contactLabel: 'Escríbenos',
  updated: 'Declaración revisada el 25 de noviembre de 2026.',
} as const;
