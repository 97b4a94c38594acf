// H5 on a desktop browser: the app keeps a phone width, centred (issue 3: "centred, not stretched").
import './frame.web.css';
