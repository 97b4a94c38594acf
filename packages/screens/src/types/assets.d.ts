// Style sheets are bundled by Remax (wxss / acss / css); importing one only adds it to the page.
declare module '*.css';
