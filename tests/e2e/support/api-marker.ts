import { API_MARKER_HEADER, API_MARKER_VALUE } from '../../../src/contract/api-marker.ts';

/** Headers of an answer a test gives in the API's name: without the marker the app takes it for a captive portal (issue 29). */
export const AS_THE_API: Record<string, string> = { [API_MARKER_HEADER]: API_MARKER_VALUE };
