/** The public entry of features/registration: its routes (other features and app/ import only this file). */
export { registrationRoutes } from './routes';
