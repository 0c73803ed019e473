import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './password-policy';

/** Shared field rules, so the client's inline messages and the server's 40000s agree. */
export const id = z.number().int().min(1).max(2_147_483_647);
export const ids = z.array(id).min(1).max(500);
export const shortText = z.string().max(200);
export const reason = z.string().trim().min(1).max(500);
export const isoDateTime = z.iso.datetime({ offset: true });
export const isoDate = z.iso.date();

export const password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
export const username = z.string().trim().min(1).max(64);
