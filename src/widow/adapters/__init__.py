"""widow inside research tools: numeric observations, PettingZoo and OpenSpiel environments.

:mod:`widow.adapters.observation` and :mod:`widow.adapters.sequential` (card choices taken one
card at a time) need only numpy; :mod:`widow.adapters.pettingzoo` and
:mod:`widow.adapters.openspiel` need the ``research`` extra (``pip install widow[research]``), and
:mod:`widow.adapters.ray_backend` the ``scale`` extra. Everything works for every registered game.
"""
