/** The answer-check worker's name: index.html's inline script starts it under it (src/preload-screen.ts), the console takes it over (./answer-checker.ts). */
export const ANSWER_CHECK_WORKER = 'answer-check';
