import { z } from 'zod';
import { schemaLibrary } from '../platform/schemaLibrary';

// The app parses each answer with schemas built for it a moment before (H5 builds schemas on first use), so zod's
// JIT, which writes and compiles a parser per object schema on its first parse, costs more than it saves: a fresh
// schema and one parse take 0.24-0.29 ms without it against 0.47-0.66 ms with it, and 567 bills parse no slower
// (scripts/bench/README.md, eighth pass). It also keeps `new Function` out of the app: the mini-programs forbid it,
// and an H5 host with a strict Content-Security-Policy no longer sees zod's probe for it reported as a violation.
// Set by the app, not by core-domain: other teams' apps choose their own zod settings.
// Registered before the launch's first use of a schema (app/App.tsx imports this module first).
schemaLibrary.whenReady(() => z.config({ jitless: true }));
