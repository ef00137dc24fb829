// The stylesheet as a file: the app's CSP (style-src 'self') forbids the <style> tag that
// react-toastify's default entry injects, so Vite resolves 'react-toastify' to its
// 'react-toastify/unstyled' entry (vite.config.ts) and its CSS is bundled here instead.
import 'react-toastify/ReactToastify.css';
import { ToastContainer } from 'react-toastify';

/** docs/product/limits-and-messages.md: toasts top-right, closing after 5 s. Pages call toast() from 'react-toastify'. */
export const TOAST_AUTO_CLOSE_MS = 5000;

export function ToastRegion() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      theme="dark"
      newestOnTop
      closeOnClick
      pauseOnFocusLoss
    />
  );
}
