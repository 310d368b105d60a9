// Preloaded into the server the screenshot journeys use (`node --import`, see playwright-global-setup.ts): its
// clock stands still at FROZEN_CLOCK, so every page it renders is the same on every run and at any hour (the
// restaurants open, the delivery times, the order's dates). Timers still run; only the date is fixed. Never
// part of the app: `npm start` knows nothing of it.
const frozenAt = Date.parse(process.env.FROZEN_CLOCK ?? "");
if (Number.isNaN(frozenAt)) throw new Error("FROZEN_CLOCK must be a date, e.g. 2026-11-23T13:00:00+05:30");

const RealDate = Date;

class FrozenDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(frozenAt);
    else super(...args);
  }

  static now() {
    return frozenAt;
  }
}

globalThis.Date = FrozenDate;
