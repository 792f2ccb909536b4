/**
 * An image part of the contract as a form field: a chosen file of one of `types`
 * (comma-separated media types). Loaded on demand with the form schemas; it imports only
 * `z`, as the generated schemas do, not zod's whole module.
 */
import { z } from 'zod';

export const imageFile = (types: string) => z.instanceof(File).refine((file) => types.split(',').includes(file.type), 'choose a PNG or JPEG image');
