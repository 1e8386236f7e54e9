"""What every page shares: language and session basics, components, charts, links, notices."""
