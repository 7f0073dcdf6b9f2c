/**
 * Two bar charts of 240 px under their titles: stacked on a phone, side by side from md (Consumo, the analysis's
 * "Evolução no tempo"). The space a chart pair takes before it is drawn, so that nothing below moves when it arrives;
 * measured against the drawn charts to the pixel.
 */
export const CHART_PAIR_HEIGHT = { base: 552, md: 264 };
