import { installTestWorldClock } from './testClock';

// Before any module of the test file loads: the server it starts reads the test world's day from its first seed on.
installTestWorldClock();
