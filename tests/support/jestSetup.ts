// Browser and harness tests wait on real pages and a real server: far beyond Jest's 5 s default.
jest.setTimeout(60_000);
