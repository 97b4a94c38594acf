// Stands in for `react-router-dom` in @remax/react-router-cache-route on the web (webFirstLoad.js): that bundle is
// CommonJS, and its require() marked every export of react-router-dom and react-router as used, so the entry held
// the routers, links and prompts the app never renders (MemoryRouter, StaticRouter, NavLink, Prompt...).
export { matchPath, Route, Switch, withRouter } from 'aster-react-router-dom';
