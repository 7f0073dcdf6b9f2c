/** Brasília's zone: every instant the product shows is the day and time it was there (dates.ts). */
export const BRAZIL_TIME_ZONE = 'America/Sao_Paulo';
