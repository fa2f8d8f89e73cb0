import { killSuite } from './restart-suite.ts';

killSuite('postgres');
