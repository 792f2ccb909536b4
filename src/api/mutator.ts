import { sendRequest } from './transport';

/** The orval mutator: every generated hook's request goes through the one transport. */
export const apiRequest = <T>(url: string, init?: RequestInit): Promise<T> => sendRequest<T>(url, init);
