// The smallest app on the same framework (React 19 + react-dom + react-router, data mode): the bench
// compares every route's first-load JavaScript against this floor.
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";

const router = createBrowserRouter([{ path: "*", element: <p>Floor</p> }]);
createRoot(document.getElementById("root")!).render(<RouterProvider router={router} />);
