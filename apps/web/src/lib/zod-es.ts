/**
 * Zod's own messages in Spanish for the forms. The shared package does this too, but the web
 * build drops module-level calls of the shared package (see vite.config.ts), so every module
 * that validates a form imports this one.
 */
import { z } from 'zod';

z.config(z.locales.es());
