// The whole app's utilities (pages.css), fetched with the first page that is not Home (app.tsx).
import "./pages.css";
