import { z } from 'zod';
import './zodSettings';

it('the app runs zod without its JIT', () => {
  expect(z.config().jitless).toBe(true);
});
