// @ts-check
// Loaded from the <head> of a page with a widget (overrides/main.html): engine.js takes the worker the head's inline
// script started (overrides/partials/early-engine.js), or starts one where it did not, while the page is still
// loading. widgets.js imports the same engine.js and finds it started.
import { warm } from "./engine.js";

warm();
