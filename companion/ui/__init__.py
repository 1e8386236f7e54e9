"""The Streamlit app's pages and helpers; thin layers over the library modules."""
