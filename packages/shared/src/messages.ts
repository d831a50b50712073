import { formatNumber } from './constants';

/** Every user-facing Spanish text shared by web and API (SPEC.md §8 and friends). */
export const MSG = {
  // §8 success messages, verbatim
  passwordUpdated: 'Su contraseña fue actualizada',
  profileUpdated: 'Perfil actualizado con exito',
  changesSaved: 'Cambios guardados',
  companyRegistered: 'Compañia registrada con exito',
  userRegistered: 'Registrado con exito ya puedes iniciar sesion',
  // §8 errors, verbatim
  serverError: '¡UPS! Ha ocurrido un error. Por favor intente otra vez',
  sessionExpired: 'Ha expirado la sesión',
  badCredentials: 'El usuario o la contraseña es incorrecta.',
  areaMinOverMax: 'La superficie mínima no puede ser mayor a la máxima.',
  budgetMinOverMax: 'El presupuesto mínimo no puede ser mayor a la máximo.',
  imageTooBig: 'La imagen excede de 5MB',
  notFoundOption: 'No encontrado',
  invalidUrl: 'Formato de url invalido',
  subActivityHint: 'Selecciona una actividad para poder completar este campo',
  // API errors
  unavailable: 'El servicio no está disponible en este momento. Vuelve a intentarlo en unos segundos.',
  required: 'Este campo es obligatorio',
  invalidEmail: 'Introduce un correo electrónico válido',
  passwordRule: 'Mínimo ocho caracteres, con al menos una mayúscula, una minúscula y un número',
  passwordMismatch: 'Las contraseñas no coinciden',
  wrongCurrentPassword: 'La contraseña actual no es correcta',
  emailTaken: 'Ya existe una cuenta con este correo electrónico',
  companyExists: 'Ya tienes una empresa registrada',
  companyIdTaken: 'Ya existe una empresa con este identificador',
  companyNotFound: 'La empresa no existe',
  projectNotFound: 'El proyecto no existe',
  noCompany: 'Primero debes registrar tu empresa',
  forbidden: 'No tienes permiso para modificar este recurso',
  notFound: 'Recurso no encontrado',
  invalidImage: 'El archivo no es una imagen válida',
  invalidBody: 'El cuerpo de la petición no es válido',
  bodyTooLarge: 'La petición es demasiado grande',
  nulCharacter: 'El texto contiene un carácter no permitido',
  badUrl: 'La dirección de la petición no es válida',
  urlTooLong: 'La dirección de la petición es demasiado larga',
  headersTooLarge: 'Las cabeceras de la petición son demasiado grandes',
  requestTimeout: 'La petición ha tardado demasiado',
  badRequest: 'La petición no es válida',
  bodyTooDeep: 'El cuerpo de la petición tiene demasiados niveles de anidamiento',
  bodyTooManyValues: 'El cuerpo de la petición tiene demasiados elementos',
  tooManyRequests: 'Demasiadas peticiones. Espera un momento y vuelve a intentarlo',
  invalidResetToken: 'El enlace de recuperación no es válido o ha caducado',
  emailChangeNeedsPassword: 'Para cambiar el correo electrónico escribe tu contraseña actual',
  emailChangePending: 'Perfil actualizado con exito. Te hemos enviado un enlace a la nueva dirección: el correo cambiará cuando lo abras',
  emailChanged: 'Correo electrónico actualizado',
  emailChangeUndone: 'Hemos restaurado tu correo anterior y cerrado todas las sesiones. Te recomendamos cambiar la contraseña',
  invalidEmailToken: 'El enlace no es válido o ha caducado',
  accountLocked: 'Demasiados intentos fallidos con esta cuenta. Espera 15 minutos o recupera tu contraseña',
  emailChangeThrottled: 'Has pedido demasiados cambios de correo. Inténtalo de nuevo más tarde',
  loggedOut: 'Sesión cerrada',
  resetRequested: 'Si el correo está registrado, te hemos enviado un enlace para recuperar tu contraseña',
  invalidQuery: 'Los parámetros de búsqueda no son válidos',
  invalidZip: 'El código postal debe tener cinco dígitos y corresponder a la provincia',
  unknownReference: 'El valor seleccionado no existe',
  contactSent: 'Tu mensaje se ha enviado a la empresa',
  consentRequired: 'Debes aceptar la política de privacidad',
  projectSaved: 'Proyecto guardado',
  projectDeleted: 'Proyecto eliminado',
  imageDeleted: 'Imagen eliminada',
  companyDeleted: 'Empresa eliminada',
  invalidId: 'Identificador no válido',
  projectIdTaken: 'Ya existe un proyecto con este identificador',
  cityNotInProvince: 'La ciudad no pertenece a la provincia',
  notANumber: 'Introduce un número',
  notAWholeNumber: 'Introduce un número entero',
  notAList: 'Introduce una lista de valores',
  invalidValue: 'El valor no es válido',
  invalidOption: 'Elige una de las opciones',
  unknownField: 'Este campo no se admite',
} as const;

/** 'Máximo 150 caracteres' and friends: limits a person can read. */
export const LIMIT_MSG = {
  tooLong: (max: number) => `Máximo ${formatNumber(max)} caracteres`,
  tooShort: (min: number) => `Mínimo ${formatNumber(min)} caracteres`,
  tooMany: (max: number) => `Como máximo ${formatNumber(max)} elementos`,
  tooFew: (min: number) => (min <= 1 ? 'Elige al menos uno' : `Elige al menos ${formatNumber(min)}`),
  tooBig: (max: number) => `El valor máximo es ${formatNumber(max)}`,
  tooSmall: (min: number) => `El valor mínimo es ${formatNumber(min)}`,
} as const;

/** The parts of a zod issue that `humanIssue` reads (zod 4's raw issue, loosely typed). */
type IssueLike = {
  code?: string;
  origin?: string;
  input?: unknown;
  expected?: string;
  format?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  path?: readonly PropertyKey[];
};

/**
 * A person-readable Spanish message for any zod issue that its schema did not word itself: pass
 * it as the per-parse error map (`schema.safeParse(x, {error: humanIssue})`), so zod's generic
 * texts ("Demasiado grande: se esperaba…") never reach anyone.
 */
export function humanIssue(issue: IssueLike): string {
  const n = (v: number | bigint | undefined) => Number(v ?? 0);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'object' && (issue.path?.length ?? 0) === 0) return MSG.invalidBody;
      if (issue.input === undefined || issue.input === null || issue.input === '') return MSG.required;
      if (issue.expected === 'int' && typeof issue.input === 'number') return MSG.notAWholeNumber;
      if (issue.expected === 'number' || issue.expected === 'int') return MSG.notANumber;
      if (issue.expected === 'array') return MSG.notAList;
      return MSG.invalidValue;
    case 'too_big':
      if (issue.origin === 'string') return LIMIT_MSG.tooLong(n(issue.maximum));
      if (issue.origin === 'array' || issue.origin === 'set') return LIMIT_MSG.tooMany(n(issue.maximum));
      return LIMIT_MSG.tooBig(n(issue.maximum));
    case 'too_small':
      if (issue.origin === 'string') return n(issue.minimum) <= 1 ? MSG.required : LIMIT_MSG.tooShort(n(issue.minimum));
      if (issue.origin === 'array' || issue.origin === 'set') return LIMIT_MSG.tooFew(n(issue.minimum));
      return LIMIT_MSG.tooSmall(n(issue.minimum));
    case 'invalid_format':
      if (issue.format === 'email') return MSG.invalidEmail;
      if (issue.format === 'uuid' || issue.format === 'guid') return MSG.invalidId;
      return MSG.invalidValue;
    case 'not_multiple_of':
      return MSG.notAWholeNumber;
    case 'invalid_value':
    case 'invalid_union':
      return MSG.invalidOption;
    case 'unrecognized_keys':
      return MSG.unknownField;
    default:
      return MSG.invalidValue;
  }
}

/** 401 messages the web app reacts to (SPEC.md §8); kept in English, as the API sends them. */
export const AUTH_MESSAGES = {
  notFound: 'JWT Token not found',
  expired: 'Expired JWT Token',
  invalid: 'Invalid JWT Token',
  badCredentials: 'User or password are incorrect!',
} as const;

/** Spanish labels of payload fields, used as `field` in `{errors: [{field, message}]}`. */
export const FIELD_LABELS: Record<string, string> = {
  id: 'Identificador',
  name: 'Nombre',
  fullName: 'Razón social',
  lastname: 'Apellidos',
  email: 'Correo Electronico',
  password: 'Contraseña',
  actual: 'Contraseña actual',
  new: 'Nueva contraseña',
  token: 'Enlace de recuperación',
  refresh_token: 'Token de refresco',
  type: 'Tipo de empresa',
  cif: 'CIF',
  cnae: 'CNAE',
  description: 'Descripción',
  address: 'Dirección',
  zipcode: 'Código postal',
  province: 'Provincia',
  city: 'Ciudad',
  country: 'País',
  contact: 'Contacto',
  phone: 'Teléfono',
  website: 'Sitio web',
  networks: 'Redes sociales',
  url: 'Enlace',
  area: 'Superficie',
  budget: 'Presupuesto',
  min: 'Mínimo',
  max: 'Máximo',
  employees: 'Número de empleados',
  activities: 'Actividades',
  cities: 'Zonas de trabajo',
  buildings: 'Tipos de edificio',
  constructions: 'Tipos de construcción',
  images: 'Imágenes',
  content: 'Imagen',
  mimetype: 'Tipo de archivo',
  message: 'Mensaje',
  consent: 'Política de privacidad',
  title: 'Título',
  year: 'Año',
  building: 'Tipo de edificio',
  construction: 'Tipo de construcción',
  activity: 'Tipo de trabajo',
  search: 'Búsqueda',
  filter: 'Filtro',
  order: 'Orden',
  page: 'Página',
  perPage: 'Resultados por página',
  // Reviews (issue 19)
  rating: 'Valoración general',
  quality: 'Calidad del trabajo',
  deadlines: 'Cumplimiento de plazos',
  price: 'Precio final frente al presupuestado',
  text: 'Opinión',
  work: 'Tipo de trabajo',
  finished: 'Mes de finalización',
  answer: 'Respuesta',
  reason: 'Motivo',
  action: 'Decisión',
  details: 'Detalles',
  // Credentials (issue 19)
  kind: 'Tipo de credencial',
  number: 'Número',
  insurer: 'Aseguradora',
  policy: 'Número de póliza',
  amount: 'Cantidad asegurada',
  expiresOn: 'Fecha de caducidad',
  document: 'Documento',
  // Quote requests (issue 20)
  companies: 'Empresas',
  subActivity: 'Subactividad',
  start: 'Inicio deseado',
  formToken: 'Formulario',
};
