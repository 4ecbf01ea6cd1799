import { createFileRoute } from '@tanstack/react-router'
import { WeatherScreen } from '../components/admin/weather/weather-screen'
import { pageHead } from '../page-head'

export const Route = createFileRoute('/admin/weather')({
  head: ({ match }) => pageHead(match, 'adminWeather.title'),
  component: WeatherScreen,
})
