/** The public entry of features/auth: its routes (other features and app/ import only this file). */
export { authRoutes } from './routes';
