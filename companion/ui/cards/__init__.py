"""The cards and rulings page: search, card texts and questions."""
