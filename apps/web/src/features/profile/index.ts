/** The public entry of features/profile: its routes (other features and app/ import only this file). */
export { profileRoutes } from './routes';
