import type { Page, Request } from "@playwright/test";

/** What the keyboard walk found on one page. */
export interface TabWalk {
  /** Tab stops in order, described. */
  stops: string[];
  /**
   * Problems: stops without a visible focus indicator or with an outline under 3:1 against what it
   * is drawn on, and interactive elements Tab never reached.
   */
  problems: string[];
}

interface Step {
  kind: "none" | "repeat" | "new" | "again";
  desc?: string;
}

interface Probe {
  step(): Step;
  /** The steps recorded at each Tab since the last call, up to the end of the pass. */
  drain(): Step[];
  /** Whether every interactive element has been reached. */
  allReached(): boolean;
  /** Starts another pass from the first tab stop; returns false when nothing is left unreached. */
  restart(): boolean;
  finish(): string[];
}
type ProbeWindow = Window & { __focusProbe?: Probe };

/**
 * Installs the in-page half of the walk: it records each element focus lands on, checks that it
 * shows a focus indicator, and at the end lists the visible interactive elements never reached.
 */
function installProbe() {
  const INTERACTIVE =
    'a[href], button, input, select, textarea, summary, [tabindex="0"], [role=tab], [role=radio], [role=switch]';
  const seen = new Set<Element>();
  let seenThisPass = new Set<Element>();
  let first: HTMLElement | null = null;
  const problems: string[] = [];
  let pending: { el: Element; focused: string[] } | null = null;

  const describe = (el: Element) => {
    const name = (el.getAttribute("aria-label") ?? el.textContent ?? "")
      .trim()
      .replace(/\s+/g, " ");
    const href = el.getAttribute("href");
    const id = el.id ? `#${el.id}` : "";
    return `<${el.tagName.toLowerCase()}${id}${href ? ` href="${href}"` : ""}> "${name.slice(0, 50)}"`;
  };
  const alpha = (color: string) => {
    if (color === "transparent") return 0;
    const m = /rgba?\(([^)]+)\)|color\(\S+ ([^)]+)\)/.exec(color);
    const parts = (m?.[1] ?? m?.[2] ?? "").split(/[\s,/]+/).filter(Boolean);
    return parts.length === 4 ? Number(parts[3]) : 1;
  };
  /** An outline, or a box-shadow ring (a shadow with spread, as Tailwind's ring utilities draw). */
  const indicator = (el: Element) => {
    const s = getComputedStyle(el);
    const outline =
      s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0 && alpha(s.outlineColor) > 0;
    const shadows = s.boxShadow === "none" ? [] : s.boxShadow.split(/,(?![^(]*\))/);
    const ring = shadows.some((shadow) => {
      const lengths = shadow.replace(/\w+\([^)]*\)/g, "").match(/-?[\d.]+px/g) ?? [];
      const color = /\w+\([^)]*\)/.exec(shadow)?.[0] ?? "currentcolor";
      return parseFloat(lengths[3] ?? "0") >= 1 && alpha(color) > 0;
    });
    return outline || ring
      ? `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor} | ${s.boxShadow}`
      : "";
  };
  /** A CSS colour (any space) as sRGB 0-255 with alpha 0-1, through a canvas. */
  const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
  const rgba = (color: string): [number, number, number, number] => {
    canvas.clearRect(0, 0, 1, 1);
    // A colour the canvas cannot read leaves the fill as it was: fail rather than guess.
    canvas.fillStyle = "#010203";
    canvas.fillStyle = color;
    if (canvas.fillStyle === "#010203" && !/^#010203$/i.test(color)) {
      throw new Error(`the focus check cannot read the colour ${color}`);
    }
    canvas.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = canvas.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const over = (top: number[], under: number[]) =>
    [0, 1, 2].map((i) => top[i]! * top[3]! + under[i]! * (1 - top[3]!));
  const luminance = (c: number[]) => {
    const [r, g, b] = c.map((v) => {
      const x = v / 255;
      return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const contrast = (a: number[], b: number[]) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };
  const COLOR = /(?:rgba?|hsla?|oklch|oklab|lab|lch|color)\([^)]*\)/g;
  /**
   * The colours an outline can sit on: the background colours of the boxes under it laid over one
   * another (from `el`'s parent when the outline is drawn outside it, from `el` when inside), and
   * where a box paints a gradient, each of the gradient's colours.
   */
  const backdrops = (el: Element, inside: boolean): number[][] => {
    const layers: string[][] = [];
    for (let up = inside ? el : el.parentElement; up; up = up.parentElement) {
      const s = getComputedStyle(up);
      const colours = [s.backgroundColor, ...(s.backgroundImage.match(COLOR) ?? [])].filter(
        (c) => rgba(c)[3] > 0,
      );
      if (colours.length) layers.push(colours);
      if (rgba(s.backgroundColor)[3] >= 1) break;
    }
    // From the bottom up, every combination of one colour per layer (a handful at most).
    let found: number[][] = [[255, 255, 255]];
    for (const layer of layers.reverse()) {
      found = found.flatMap((under) => layer.map((c) => over(rgba(c), under)));
    }
    return found;
  };
  /** The outline's weakest contrast with what it is drawn on, when below 3:1 (WCAG 1.4.11). */
  const faintOutline = (el: Element): string | null => {
    const s = getComputedStyle(el);
    if (s.outlineStyle === "none" || parseFloat(s.outlineWidth) <= 0) return null;
    const ring = rgba(s.outlineColor);
    const inside = parseFloat(s.outlineOffset) < 0;
    const worst = Math.min(...backdrops(el, inside).map((b) => contrast(over(ring, b), b)));
    return worst < 3 ? `${s.outlineColor}, ${worst.toFixed(2)}:1 against what is behind it` : null;
  };
  const finishTransitions = (el: Element) => {
    for (const animation of el.getAnimations()) {
      // A looping animation has no end to finish at (finish() would throw).
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    }
  };
  const ancestors = (el: Element) => {
    const list: Element[] = [];
    for (let up = el.parentElement; up && list.length < 3; up = up.parentElement) list.push(up);
    return list;
  };

  /** For a tiny (visually hidden) control, its ring may be drawn by a wrapper, e.g. a label. */
  const settlePending = () => {
    if (!pending) return;
    const { el, focused } = pending;
    pending = null;
    const now = ancestors(el).map((up) => (finishTransitions(up), indicator(up)));
    if (!focused.some((ring, i) => ring && ring !== now[i])) {
      problems.push(`no visible focus indicator: ${describe(el)}`);
    }
  };

  let recorded: Step[] = [];
  let passEnded = false;
  const probe: Probe = {
    step() {
      settlePending();
      let el = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      if (!el || el === document.body || el === document.documentElement) return { kind: "none" };
      if (seenThisPass.has(el)) return { kind: "repeat", desc: describe(el) };
      seenThisPass.add(el);
      first ??= el as HTMLElement;
      if (seen.has(el)) return { kind: "again", desc: describe(el) };
      seen.add(el);
      finishTransitions(el);
      const rect = el.getBoundingClientRect();
      const tiny = rect.width <= 2 || rect.height <= 2;
      const faint = tiny ? null : faintOutline(el);
      if (faint) problems.push(`focus outline too faint (${faint}): ${describe(el)}`);
      if (tiny || !indicator(el)) {
        const ups = ancestors(el);
        ups.forEach(finishTransitions);
        pending = { el, focused: ups.map(indicator) };
      }
      return { kind: "new", desc: describe(el) };
    },
    drain() {
      const steps = recorded;
      recorded = [];
      return steps;
    },
    allReached() {
      return unreached().length === 0;
    },
    restart() {
      settlePending();
      if (unreached().length === 0 || !first?.isConnected) return false;
      passEnded = false;
      seenThisPass = new Set([first]);
      first.focus();
      return true;
    },
    finish() {
      // The walk is over: a later Tab (the skip link's check) is not a step of it.
      passEnded = true;
      settlePending();
      return [...problems, ...unreached()];
    },
  };
  (window as ProbeWindow).__focusProbe = probe;
  // Each Tab is recorded as it is released, when focus has moved: the walk can press several
  // before reading them. Once focus has left the page or come round again the pass is over, and
  // any further press is not recorded.
  addEventListener(
    "keyup",
    (event) => {
      if (event.key !== "Tab" || passEnded) return;
      const step = probe.step();
      recorded.push(step);
      if (step.kind === "none" || step.kind === "repeat") passEnded = true;
    },
    true,
  );

  function unreached(): string[] {
    const found: string[] = [];
    const groups = new Map<string, { members: Element[]; reached: boolean }>();
    const groupOf = (el: Element): Element | string | null => {
      const role = el.getAttribute("role") ?? "";
      // A roving-focus container (Radix) is itself a tab stop that hands focus to its item.
      if (["tablist", "radiogroup", "toolbar", "menubar"].includes(role)) return el;
      if (role === "tab") return el.closest("[role=tablist]");
      if (role === "radio") return el.closest("[role=radiogroup]");
      if (el instanceof HTMLInputElement && el.type === "radio" && el.name) {
        return `radio:${el.form?.id ?? ""}:${el.name}`;
      }
      return null;
    };
    const groupKeys = new Map<Element | string, string>();
    for (const el of document.querySelectorAll(INTERACTIVE)) {
      if (el.matches(":disabled, input[type=hidden]") || el.closest("[inert]")) continue;
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const group = groupOf(el);
      if (group) {
        // Roving tabindex (tabs, radio groups): the group is one tab stop, arrows move inside it.
        if (!groupKeys.has(group)) groupKeys.set(group, `group ${groupKeys.size + 1}`);
        const key = groupKeys.get(group)!;
        const entry = groups.get(key) ?? { members: [], reached: false };
        entry.members.push(el);
        entry.reached ||= seen.has(el);
        groups.set(key, entry);
        continue;
      }
      if (seen.has(el)) continue;
      const tabIndex = (el as HTMLElement).tabIndex;
      if (tabIndex < 0 && el.closest('[aria-hidden="true"]')) continue;
      found.push(
        tabIndex < 0
          ? `taken out of the tab order (tabindex ${tabIndex}): ${describe(el)}`
          : `never reached by Tab: ${describe(el)}`,
      );
    }
    for (const { members, reached } of groups.values()) {
      if (!reached) found.push(`no tab stop in the group of ${describe(members[0]!)}`);
    }
    return found;
  }
}

/** Tabs pressed before the walk reads what they reached (the last batch may pass maxStops). */
const TABS_PER_READ = 8;

/**
 * Follows the page's requests, so that the walk can wait for what a tab stop set off: a control
 * that replaces itself when first focused (the More menu) loads its code first, and under load
 * that can land after the pass that focused it.
 */
function followRequests(page: Page) {
  const open = new Set<Request>();
  const add = (request: Request) => void open.add(request);
  const drop = (request: Request) => void open.delete(request);
  page.on("request", add);
  page.on("requestfinished", drop);
  page.on("requestfailed", drop);
  return {
    /** Until nothing is in flight (at most `timeout` ms), then until the page falls idle. */
    async settled(timeout = 5000) {
      for (const end = Date.now() + timeout; open.size > 0 && Date.now() < end;) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await page.evaluate(
        () =>
          new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 1000 })),
      );
    },
    stop() {
      page.off("request", add);
      page.off("requestfinished", drop);
      page.off("requestfailed", drop);
    },
  };
}

/**
 * Presses Tab `count` times as Playwright's keyboard does (a key down, then up), sent together:
 * the browser handles them one after another, as it would a fast typist's, without waiting for an
 * answer between them (the walk's keyup listener records each step as it is handled).
 */
export async function tabPresser(page: Page): Promise<(count: number) => Promise<void>> {
  const devtools = await page.context().newCDPSession(page);
  const key = { key: "Tab", code: "Tab", windowsVirtualKeyCode: 9 };
  return async (count) => {
    const sent: Promise<unknown>[] = [];
    for (let i = 0; i < count; i++) {
      sent.push(devtools.send("Input.dispatchKeyEvent", { type: "rawKeyDown", ...key }));
      sent.push(devtools.send("Input.dispatchKeyEvent", { type: "keyUp", ...key }));
    }
    await Promise.all(sent);
  };
}

/**
 * Presses Tab from the top of a freshly loaded page until focus cycles or leaves the page. A
 * control that replaces itself when first focused (a lazily loaded menu) is only reachable on a
 * later pass, so after each pass the walk lets what the pass set off arrive, and while something
 * is then unreached it goes round again from the first stop (three passes at most).
 */
export async function walkTabOrder(page: Page, maxStops = 500): Promise<TabWalk> {
  // From the top, as on a fresh load, even after an earlier walk left focus further down.
  await page.evaluate(() => {
    const body = document.body;
    body.tabIndex = -1;
    body.focus({ preventScroll: true });
    body.removeAttribute("tabindex");
    window.scrollTo(0, 0);
  });
  await page.evaluate(installProbe);
  const requests = followRequests(page);
  const pressTabs = await tabPresser(page);
  const stops: string[] = [];
  try {
    for (let pass = 0, presses = 0; pass < 3 && presses < maxStops; pass++) {
      if (pass > 0) {
        await requests.settled();
        if (!(await page.evaluate(() => (window as ProbeWindow).__focusProbe!.restart()))) break;
      }
      for (let passOver = false; !passOver && presses < maxStops;) {
        await pressTabs(TABS_PER_READ);
        presses += TABS_PER_READ;
        const { steps, allReached } = await page.evaluate(() => {
          const probe = (window as ProbeWindow).__focusProbe!;
          return { steps: probe.drain(), allReached: probe.allReached() };
        });
        // No step at all: focus is outside the page, which ends the pass as leaving it does.
        // A later pass is only for what the first left unreached: once nothing is, the rest of it
        // would meet again the stops the first pass checked.
        passOver = steps.length === 0 || (pass > 0 && allReached);
        for (const step of steps) {
          if (step.kind === "none" || step.kind === "repeat") passOver = true;
          else if (step.kind === "new") stops.push(step.desc!);
        }
      }
    }
    await requests.settled();
  } finally {
    requests.stop();
  }
  const problems = await page.evaluate(() => (window as ProbeWindow).__focusProbe!.finish());
  if (stops.length >= maxStops) problems.push(`still finding new tab stops after ${maxStops}`);
  return { stops, problems };
}
