"""The st.Page scripts, one per page, each named by its URL path: AppTest's switch_page finds a
page by its file name before the app's first run, so the file names must be the URL paths."""
