// The render pool's worker thread starts here (plain JavaScript, so Node loads it as is), makes
// TypeScript loadable in this thread through tsx, and hands over to ./worker.ts.
import { register } from 'tsx/esm/api';

register();
const { default: render } = await import('./worker.ts');
export default render;
