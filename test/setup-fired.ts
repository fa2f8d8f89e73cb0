/** Every test run counts card-effect firings per state lineage (src/engine/fired.ts), as `fx.fired` did in the state until state version 2. */
import { trackFired } from '../src/engine/fired.ts';

trackFired();
