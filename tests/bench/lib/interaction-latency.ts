import type { Page } from '@playwright/test';
import './bench-window.ts';

/** What the figure does on a screen, `count` times: each is one interaction in the Event Timing sense. */
export type Interaction =
  /** Clicks a Mantine Pagination's "next" control (its last button), or "previous" on the last page. */
  | { kind: 'pagination'; root: string }
  /** Clicks the next option of a SegmentedControl (by its aria-label; '' for the first one on the screen). */
  | { kind: 'segments'; label: string }
  /** Types one letter per interaction into a text field (by its label; '' for the first one on the screen). */
  | { kind: 'type'; label: string }
  /** Clicks the first element matching `target` (an in-app navigation), then goes back (not measured). */
  | { kind: 'open'; target: string };

export interface InteractionRun {
  /** One per interaction performed, ms from the input to the next paint (INP's measure). */
  latencies: number[];
  /** The slowest interaction, split as Event Timing splits it: input delay, handlers, until the next paint. */
  longest: string;
}

/** Below this Chromium reports no event entry (the smallest durationThreshold it accepts). */
export const EVENT_THRESHOLD_MS = 16;

interface EventEntry {
  id: number;
  name: string;
  duration: number;
  delay: number;
  processing: number;
}

/** Starts collecting Event Timing entries of interactions (durationThreshold 16 ms) in the page. */
async function observe(page: Page): Promise<void> {
  await page.evaluate((threshold) => {
    const entries: EventEntry[] = [];
    (window as unknown as { __benchEvents: EventEntry[] }).__benchEvents = entries;
    const observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEventTiming[]) {
        if (!e.interactionId) continue;
        entries.push({
          id: e.interactionId,
          name: e.name,
          duration: e.duration,
          delay: e.processingStart - e.startTime,
          processing: e.processingEnd - e.processingStart,
        });
      }
    });
    observer.observe({ type: 'event', durationThreshold: threshold, buffered: false } as PerformanceObserverInit);
    (window as unknown as { __benchEventsStop: () => void }).__benchEventsStop = () => observer.disconnect();
  }, EVENT_THRESHOLD_MS);
}

async function collect(page: Page): Promise<EventEntry[]> {
  // Entries arrive after the paint that ends them: let a few frames pass (the last input has settled already).
  await page.waitForTimeout(100);
  return page.evaluate(() => {
    (window as unknown as { __benchEventsStop: () => void }).__benchEventsStop();
    return (window as unknown as { __benchEvents: EventEntry[] }).__benchEvents;
  });
}

/**
 * Until the screen has settled from the last input: no request or mutation of the app in flight, then the main thread
 * idle (what an input started, its fetch and the render of the answer, deferred renders included) and one more
 * frame. At least `minimumMs`; at most 3 s. Cheaper than a fixed pause, and it never cuts a slow answer short.
 */
export async function settle(page: Page, minimumMs = 60): Promise<void> {
  await page.evaluate(async (minimum) => {
    const started = performance.now();
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    const client = window.__PAINEL_BENCH__?.queryClient;
    for (;;) {
      await frame();
      const elapsed = performance.now() - started;
      if (elapsed > 3_000) break;
      if (elapsed < minimum) continue;
      if (client && (client.isFetching() > 0 || client.isMutating() > 0)) continue;
      break;
    }
    await new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 500 }));
    await frame();
  }, minimumMs);
}

async function perform(page: Page, interaction: Interaction, step: number): Promise<void> {
  if (interaction.kind === 'pagination') {
    const buttons = page.locator(interaction.root).first().locator('button');
    const next = buttons.last();
    const target = (await next.isDisabled()) ? buttons.first() : next;
    await target.click({ timeout: 10_000 });
  } else if (interaction.kind === 'segments') {
    const root = interaction.label
      ? page.getByRole('radiogroup', { name: interaction.label })
      : page.locator('.mantine-SegmentedControl-root').first();
    const labels = root.locator('label');
    const count = await labels.count();
    await labels.nth((step + 1) % Math.max(1, count)).click({ timeout: 10_000 });
  } else if (interaction.kind === 'open') {
    const from = page.url();
    await page.locator(interaction.target).first().click({ timeout: 10_000 });
    await page.waitForURL((url) => url.href !== from, { timeout: 10_000 });
    await settle(page);
    await page.evaluate(() => history.back());
    await page.locator(interaction.target).first().waitFor({ timeout: 10_000 });
  } else {
    // A required field's label ends in Mantine's asterisk: its accessible name is still the label.
    const field = interaction.label
      ? page
          .getByLabel(interaction.label, { exact: true })
          .or(page.getByRole('textbox', { name: interaction.label, exact: true }))
          .first()
      : page.locator('input[type="text"], input:not([type])').first();
    if (step === 0) await field.click();
    await field.press(String.fromCharCode(97 + (step % 26)));
  }
}

/**
 * Performs `count` interactions, each after the screen settled from the last (its data fetched and drawn: `settle`),
 * and answers their latencies: Event Timing's duration, from the input's timestamp to the next paint after its handlers (rounded
 * to 8 ms by Chromium). An interaction faster than 16 ms has no entry and counts as 16 (an upper bound). What the
 * input starts later (a fetch, the paint of its answer) is not part of it, as in INP.
 */
export async function interactionLatencies(
  page: Page,
  interaction: Interaction,
  count: number,
): Promise<InteractionRun> {
  await observe(page);
  const perInteraction: number[] = [];
  const worst = { duration: 0, text: 'none of 16 ms or more' };
  for (let step = 0; step < count; step++) {
    await perform(page, interaction, step);
    // Its fetch (local network) and the paint of the answer, before the next input.
    await settle(page);
  }
  const entries = await collect(page);
  const byId = new Map<number, EventEntry>();
  for (const e of entries) {
    const seen = byId.get(e.id);
    if (!seen || e.duration > seen.duration) byId.set(e.id, e);
  }
  for (const e of byId.values()) {
    perInteraction.push(e.duration);
    if (e.duration > worst.duration) {
      worst.duration = e.duration;
      worst.text = `slowest: ${e.name} ${e.duration.toFixed(0)} ms = input delay ${e.delay.toFixed(0)} + handlers ${e.processing.toFixed(0)} + until the next paint ${(e.duration - e.delay - e.processing).toFixed(0)}`;
    }
  }
  while (perInteraction.length < count) perInteraction.push(EVENT_THRESHOLD_MS);
  return { latencies: perInteraction, longest: worst.text };
}
