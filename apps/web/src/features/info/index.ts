/** The public entry of features/info: its routes (other features and app/ import only this file). */
export { infoRoutes } from './routes';
