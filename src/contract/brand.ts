/** The product's name, written one way in every screen, file and document (the demo organization "Painel Jurídico Master" is a name of its own). */
export const PRODUCT_NAME = 'Painel de Risco Jurídico';
