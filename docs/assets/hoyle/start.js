// @ts-check
// Loaded from the <head> of a page with a widget (overrides/main.html): the engine's worker starts
// while the page is still loading. widgets.js imports the same engine.js and finds it started.
import { warm } from "./engine.js";

warm();
