import { App } from '@aster/screens';

// Remax treats an app file without a literal `export default` line as a native app: keep this form.
export default App;
